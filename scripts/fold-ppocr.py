#!/usr/bin/python3
"""Folds PaddleOCR's PP-OCRv4 mobile models (the detector and the recogniser, ONNX as paddle2onnx exported them) into
fewer operations computing the same function.

Every convolution of their PP-LCNetV3 backbone is followed by a learnable affine block (a scalar Mul and Add), a
hard-swish spelt out as Add 3, Clip 0 - 6, Mul, Div 6, and another scalar affine block before the next convolution.
ONNX Runtime fuses none of these: it leaves its blocked (NCHWc) layout for each scalar operation and comes back, so on
one core the elementwise work and the reorders took 35 % of the recogniser's time (profiled on a 48 x 320 line).
Rewritten exactly:

  A. Conv -> Mul s -> Add b            the conv's weights times s, its bias times s plus b
  B. x * Clip(x + 3, 0, 6) / 6         x * HardSigmoid(x, alpha 1/6, beta 1/2), the same function in two operations
  C. Mul s -> Add b -> Conv 1x1        (no padding) the conv's weights times s, its bias plus b times each output's
                                       weight sum
  D. Mul s -> Add b -> any other Conv  a depthwise 1x1 Conv (weight s, bias b per channel), which stays in the blocked
                                       layout; folding it into a padded conv would change the border, so it is not

The outputs differ from the original's by float rounding only (about 1e-6 in the recogniser's probabilities); the
words read on the bench's fronts are compared in docs/performance.md. Needs Debian's python3-onnx (1.12);
scripts/models.sh runs it when a provenance file names it as derived-by.

usage: fold-ppocr.py ORIGINAL.onnx FOLDED.onnx
"""
import sys

import numpy as np
import onnx
from onnx import helper, numpy_helper


def main(source, target):
    model = onnx.load(source)
    graph = model.graph
    nodes = list(graph.node)
    constants = {n.output[0]: n for n in nodes if n.op_type == 'Constant'}
    consumers = {}
    for n in nodes:
        for name in n.input:
            consumers.setdefault(name, []).append(n)
    producer = {out: n for n in nodes for out in n.output}
    outputs = {o.name for o in graph.output}

    def value(name):
        return numpy_helper.to_array(constants[name].attribute[0].t) if name in constants else None

    def set_value(name, array):
        constants[name].attribute[0].t.CopyFrom(
            numpy_helper.from_array(np.ascontiguousarray(array.astype(np.float32)), name))

    def only_consumer(name):
        found = consumers.get(name, [])
        return found[0] if len(found) == 1 and name not in outputs else None

    def scalar(node):
        """A binary node's constant scalar operand and its other operand, or (None, None)."""
        for constant, other in ((node.input[0], node.input[1]), (node.input[1], node.input[0])):
            v = value(constant)
            if v is not None and v.size == 1:
                return float(v.ravel()[0]), other
        return None, None

    def own_weights(conv):
        return len(conv.input) == 3 and all(
            value(w) is not None and len(consumers[w]) == 1 for w in conv.input[1:])

    def affine_before(conv):
        """The Mul s -> Add b feeding a conv alone: (mul, add, s, b, the mul's input) or None."""
        add = producer.get(conv.input[0])
        if add is None or id(add) in removed or add.op_type != 'Add' or only_consumer(add.output[0]) is not conv:
            return None
        b, x = scalar(add)
        mul = producer.get(x)
        if b is None or mul is None or id(mul) in removed or mul.op_type != 'Mul' \
                or only_consumer(mul.output[0]) is not add:
            return None
        s, y = scalar(mul)
        return None if s is None else (mul, add, s, b, y)

    removed, renamed, inserted, replaced = set(), {}, {}, {}
    counts = dict.fromkeys('ABCD', 0)
    convs = [n for n in nodes if n.op_type == 'Conv']

    for conv in convs:  # A
        mul = only_consumer(conv.output[0])
        add = only_consumer(mul.output[0]) if mul is not None and mul.op_type == 'Mul' else None
        if add is None or add.op_type != 'Add' or not own_weights(conv):
            continue
        s, _ = scalar(mul)
        b, _ = scalar(add)
        if s is None or b is None:
            continue
        set_value(conv.input[1], value(conv.input[1]) * s)
        set_value(conv.input[2], value(conv.input[2]) * s + b)
        removed |= {id(mul), id(add)}
        renamed[add.output[0]] = conv.output[0]
        counts['A'] += 1

    for add in [n for n in nodes if n.op_type == 'Add']:  # B
        three, x = scalar(add)
        clip = only_consumer(add.output[0]) if three == 3.0 else None
        mul = only_consumer(clip.output[0]) if clip is not None and clip.op_type == 'Clip' else None
        div = only_consumer(mul.output[0]) if mul is not None and mul.op_type == 'Mul' and x in mul.input else None
        if div is None or div.op_type != 'Div' or value(div.input[1]) is None \
                or float(value(div.input[1]).ravel()[0]) != 6.0:
            continue
        sigmoid = helper.make_node('HardSigmoid', [x], [add.output[0] + '_hard_sigmoid'], alpha=1.0 / 6, beta=0.5)
        mul.input[:] = [x, sigmoid.output[0]]
        mul.output[0] = div.output[0]
        removed |= {id(add), id(clip), id(div)}
        inserted[id(add)] = [sigmoid]
        counts['B'] += 1

    for conv in convs:  # C
        attributes = {a.name: helper.get_attribute_value(a) for a in conv.attribute}
        if list(attributes.get('kernel_shape', [])) != [1, 1] or any(attributes.get('pads', [0])) \
                or not own_weights(conv):
            continue
        affine = affine_before(conv)
        if affine is None:
            continue
        mul, add, s, b, x = affine
        weights = value(conv.input[1])
        set_value(conv.input[2], value(conv.input[2]) + b * weights.sum(axis=(1, 2, 3)))
        set_value(conv.input[1], weights * s)
        conv.input[0] = x
        removed |= {id(mul), id(add)}
        counts['C'] += 1

    for conv in convs:  # D
        affine = affine_before(conv)
        if affine is None or value(conv.input[1]) is None:
            continue
        mul, add, s, b, x = affine
        group = {a.name: helper.get_attribute_value(a) for a in conv.attribute}.get('group', 1)
        channels = value(conv.input[1]).shape[1] * group
        w, bias = mul.output[0] + '_scale', mul.output[0] + '_shift'
        replaced[id(add)] = [
            helper.make_node('Constant', [], [w], value=numpy_helper.from_array(
                np.full((channels, 1, 1, 1), s, np.float32), w)),
            helper.make_node('Constant', [], [bias], value=numpy_helper.from_array(
                np.full((channels,), b, np.float32), bias)),
            helper.make_node('Conv', [x, w, bias], [add.output[0]], group=channels, kernel_shape=[1, 1])]
        removed.add(id(mul))
        counts['D'] += 1

    rewritten = []
    for n in nodes:
        group = inserted.get(id(n), []) + replaced.get(id(n), [])
        if id(n) not in removed and id(n) not in replaced:
            group.append(n)
        for m in group:
            m.input[:] = [renamed.get(name, name) for name in m.input]
        rewritten += group
    used = {name for n in rewritten for name in n.input}
    del graph.node[:]
    graph.node.extend(n for n in rewritten if not (n.op_type == 'Constant' and n.output[0] not in used))
    onnx.checker.check_model(model)
    onnx.save(model, target)
    print('folded: A %(A)d, B %(B)d, C %(C)d, D %(D)d' % counts, file=sys.stderr)


if __name__ == '__main__':
    main(*sys.argv[1:3])
