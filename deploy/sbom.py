#!/usr/bin/env python3
"""Merges the image's CycloneDX SBOM: the service's Java dependencies (from the CycloneDX Maven plugin), the
Debian packages of its root filesystem (dpkg-query's lines: package, version, architecture, source) and the Java
runtime (the JDK's "release" file, and the jlink'd runtime's for its modules), under one component for the image.

Usage: sbom.py <java.cdx.json> <dpkg lines> <jdk release> <runtime release> <image name> <version> <out.cdx.json>"""
import json
import sys
import uuid
from datetime import datetime, timezone
from urllib.parse import quote


def debian_components(lines_file):
    components = []
    for line in open(lines_file, encoding="utf-8"):
        name, version, arch, source = (line.rstrip("\n").split("\t") + [""] * 4)[:4]
        if not name:
            continue
        purl = f"pkg:deb/debian/{name}@{quote(version, safe='')}?arch={arch}&distro=debian-12"
        component = {"type": "library", "bom-ref": purl, "name": name, "version": version, "purl": purl,
                     "properties": [{"name": "avs:origin", "value": "debian"}]}
        if source:
            component["properties"].append({"name": "debian:source", "value": source.split(" ")[0]})
        components.append(component)
    return components


def release_fields(release_file):
    fields = {}
    for line in open(release_file, encoding="utf-8"):
        if "=" in line:
            key, value = line.split("=", 1)
            fields[key] = value.strip().strip('"')
    return fields


def java_runtime(jdk_release, runtime_release):
    jdk = release_fields(jdk_release)
    modules = release_fields(runtime_release).get("MODULES", "")
    version = jdk.get("JAVA_RUNTIME_VERSION", jdk.get("JAVA_VERSION", "unknown"))
    vendor = jdk.get("IMPLEMENTOR", "jdk")
    purl = f"pkg:generic/{quote(vendor.lower().replace(' ', '-'))}-jre@{quote(version)}"
    return {"type": "framework", "bom-ref": purl, "name": "java-runtime", "version": version, "purl": purl,
            "supplier": {"name": vendor},
            "description": f"{vendor} {jdk.get('IMPLEMENTOR_VERSION', version)}, trimmed by jlink to the modules"
                           f" {modules}",
            "licenses": [{"expression": "GPL-2.0-only WITH Classpath-exception-2.0"}]}


def main(java_bom, dpkg_lines, jdk_release, runtime_release, image, version, out):
    bom = json.load(open(java_bom, encoding="utf-8"))
    service = bom["metadata"]["component"]
    image_ref = f"{image}:{version}"
    merged = {
        "bomFormat": "CycloneDX",
        "specVersion": bom.get("specVersion", "1.6"),
        "serialNumber": f"urn:uuid:{uuid.uuid4()}",
        "version": 1,
        "metadata": {
            "timestamp": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "tools": bom["metadata"].get("tools", {}),
            "component": {"type": "container", "bom-ref": image_ref, "name": image, "version": version},
        },
        "components": [service] + bom.get("components", []) + [java_runtime(jdk_release, runtime_release)]
                      + debian_components(dpkg_lines),
        "dependencies": [{"ref": image_ref, "dependsOn": [service["bom-ref"]]}] + bom.get("dependencies", []),
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(merged, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main(*sys.argv[1:8])
