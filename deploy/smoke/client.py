#!/usr/bin/env python3
"""The client side of deploy/smoke.sh: AVS's HTTP API through the stack's proxy, with the standard library only.

  client.py verify <base> <key> <callback_url or ""> <repo>
      one verification of real material end to end (a passport specimen's photo, a portrait as the selfie, a
      webcam clip as the selfie video: the OCR, face and video engines in the containers), waited for until it is
      decided; reports its checks on standard error, prints its id, and fails when an engine did not run
  client.py burst <base> <key> <callback_url> <count> <kill command...>
      <count> verifications from 6 clients at once, each request retried after a failure (with the same
      Idempotency-Key for creations) as a client behind a load balancer would; the kill command runs once,
      when half of them are acknowledged. Prints the acknowledged verification ids, one a line.
"""
import json
import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor


class Answer:
    def __init__(self, status, body):
        self.status = status
        self.body = body

    def json(self):
        return json.loads(self.body)


def request(base, key, method, path, body=None, content_type="application/json", headers=None):
    data = None
    if body is not None:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Authorization", "Token " + key)
    if data is not None:
        req.add_header("Content-Type", content_type)
    for name, value in (headers or {}).items():
        req.add_header(name, value)
    try:
        with urllib.request.urlopen(req, timeout=60) as response:
            return Answer(response.status, response.read())
    except urllib.error.HTTPError as e:
        return Answer(e.code, e.read())


def expect(answer, what):
    if answer.status != 200:
        raise SystemExit(f"{what}: HTTP {answer.status} {answer.body[:500]!r}")
    return answer.json()


def upload(base, key, path, content_type):
    boundary = uuid.uuid4().hex
    with open(path, "rb") as f:
        content = f.read()
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{os.path.basename(path)}\""
            f"\r\nContent-Type: {content_type}\r\n\r\n").encode() + content + f"\r\n--{boundary}--\r\n".encode()
    answer = request(base, key, "POST", "/files", body, f"multipart/form-data; boundary={boundary}")
    return expect(answer, f"upload of {path}")["file_id"]


def report(line):
    print(line, file=sys.stderr)


def wait_decided(base, key, verification, seconds):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        v = expect(request(base, key, "GET", f"/verifications/{verification}"), "reading the verification")
        if v["status"] in ("completed", "review"):
            return v
        time.sleep(1)
    raise SystemExit(f"verification {verification} not decided within {seconds} s")


def verify(base, key, callback, repo):
    specimens = os.path.join(repo, "src/test/resources/specimens/passporteye")
    faces = os.path.join(repo, "src/test/resources/faces")
    applicant = expect(request(base, key, "POST", "/applicants", {
        "type": "PERSON", "first_name": "Anna", "last_name": "Smoke", "dob": "1974-08-12",
        "residence_country": "GB", "nationality": "GB"}), "creating the applicant")["applicant_id"]
    passport_photo = upload(base, key, os.path.join(specimens, "100_pass-uto.jpg"), "image/jpeg")
    passport = expect(request(base, key, "POST", "/documents", {
        "applicant_id": applicant, "type": "PASSPORT", "front_side_id": passport_photo,
        "document_number": "L898902C3", "issuing_country": "GB", "expiry_date": "2031-04-15"}),
        "adding the passport")["document_id"]
    selfie = upload(base, key, os.path.join(faces, "grace_hopper.jpg"), "image/jpeg")
    expect(request(base, key, "POST", "/documents", {
        "applicant_id": applicant, "type": "SELFIE_IMAGE", "front_side_id": selfie}), "adding the selfie")
    # a real browser recording (Chrome's MediaRecorder, 3.6 s): decoded by FFmpeg in a decoder process
    clip = upload(base, key, os.path.join(repo, "src/test/resources/clips/chrome_mr_vp8_videoonly.webm"), "video/webm")
    expect(request(base, key, "POST", "/documents", {
        "applicant_id": applicant, "type": "SELFIE_VIDEO", "front_side_id": clip}), "adding the selfie video")
    body = {"applicant_id": applicant, "types": ["PROFILE", "DOCUMENT", "FACIAL", "VIDEO", "AML"]}
    if callback:
        body["callback_url"] = callback
    created = expect(request(base, key, "POST", "/verifications", body), "starting the verification")
    verification = created["verification_id"]
    v = wait_decided(base, key, verification, 300)
    report(f"verification {verification}: {v['status']}, verified {v['verified']}, decline reasons"
           f" {v['decline_reasons']}")
    codes = set()
    for check in v["checks"]:
        reasons = ", ".join(f"{r['code']} {json.dumps(r['details'], sort_keys=True)[:160]}" for r in check["reasons"])
        report(f"  {check['type']}: {check['result']} {reasons}")
        codes.update(r["code"] for r in check["reasons"])
    ran = {check["type"] for check in v["checks"]}
    missing = {"PROFILE", "DOCUMENT", "FACIAL", "VIDEO", "AML"} - ran
    broken = codes & {"CHECK_ERROR", "FILE_UNPROCESSABLE", "VIDEO_UNREADABLE", "MRZ_NOT_READABLE",
                      "AML_LISTS_UNAVAILABLE"}
    document = expect(request(base, key, "GET", f"/documents/{passport}"), "reading the passport")
    mrz = (document.get("extracted") or {}).get("mrz")
    report(f"  passport's MRZ as read from its photo: {mrz!r}")
    if missing or broken or not mrz:
        raise SystemExit(f"an engine did not run: checks missing {sorted(missing)}, reasons {sorted(broken)},"
                         f" MRZ {mrz!r}")
    print(verification)


def burst(base, key, callback, count, kill):
    acknowledged = []
    lock = threading.Lock()
    killed = threading.Event()
    errors = []

    def send(what, method, path, body, idempotency_key=None):
        deadline = time.monotonic() + 120
        last = None
        while time.monotonic() < deadline:
            headers = {"Idempotency-Key": idempotency_key} if idempotency_key else {}
            try:
                answer = request(base, key, method, path, body, headers=headers)
                if answer.status == 200:
                    return answer.json()
                if answer.status != 409 and answer.status < 500:
                    raise SystemExit(f"{what}: HTTP {answer.status} {answer.body[:300]!r}")
                last = f"HTTP {answer.status}"
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError) as e:
                last = repr(e)
            time.sleep(0.2)
        raise SystemExit(f"{what}: no answer within 120 s ({last})")

    def one(n):
        run = f"smoke-{n}-{uuid.uuid4().hex[:8]}"
        try:
            applicant = send("creating an applicant", "POST", "/applicants", {
                "type": "PERSON", "first_name": "Burst", "last_name": f"Tester{chr(65 + n % 26)}{chr(65 + n // 26 % 26)}",
                "dob": f"1980-04-0{1 + n % 9}", "residence_country": "GB"}, run + "-applicant")["applicant_id"]
            verification = send("starting a verification", "POST", "/verifications", {
                "applicant_id": applicant, "types": ["PROFILE", "AML"], "callback_url": callback},
                run + "-verification")["verification_id"]
        except SystemExit as e:
            errors.append(str(e))
            return
        with lock:
            acknowledged.append(verification)
            halfway = len(acknowledged) == count // 2
        if halfway and not killed.is_set():
            killed.set()
            print(f"killing a node after {count // 2} acknowledged verifications: {' '.join(kill)}", file=sys.stderr)
            subprocess.run(kill, check=True, stdout=subprocess.DEVNULL)

    with ThreadPoolExecutor(max_workers=6) as clients:
        list(clients.map(one, range(count)))
    if errors:
        raise SystemExit(f"{len(errors)} verifications failed: {errors[:3]}")
    if not killed.is_set():
        raise SystemExit("the node was not killed")
    for verification in acknowledged:
        print(verification)


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "verify":
        verify(*sys.argv[2:6])
    elif command == "burst":
        burst(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]), sys.argv[6:])
    else:
        raise SystemExit(__doc__)
