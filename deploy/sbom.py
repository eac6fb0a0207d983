#!/usr/bin/env python3
"""Merges the image's CycloneDX SBOM: the service's Java dependencies (from the CycloneDX Maven plugin), the
Debian packages of its root filesystem (dpkg-query's lines: package, version, architecture, source) and the Java
runtime (a JDK's "release" file), under one component for the image.

Usage: sbom.py <java.cdx.json> <dpkg lines> <jdk release file> <image name> <version> <out.cdx.json>"""
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


def java_runtime(release_file):
    fields = {}
    for line in open(release_file, encoding="utf-8"):
        if "=" in line:
            key, value = line.split("=", 1)
            fields[key] = value.strip().strip('"')
    version = fields.get("JAVA_RUNTIME_VERSION", fields.get("JAVA_VERSION", "unknown"))
    purl = f"pkg:generic/{quote(fields.get('IMPLEMENTOR', 'jdk').lower().replace(' ', '-'))}-jre@{quote(version)}"
    return {"type": "framework", "bom-ref": purl, "name": "java-runtime", "version": version, "purl": purl,
            "description": f"{fields.get('IMPLEMENTOR', '')} {fields.get('IMPLEMENTOR_VERSION', '')}, trimmed by"
                           f" jlink to the modules {fields.get('MODULES', '')}".strip(),
            "licenses": [{"expression": "GPL-2.0-only WITH Classpath-exception-2.0"}]}


def main(java_bom, dpkg_lines, release_file, image, version, out):
    bom = json.load(open(java_bom, encoding="utf-8"))
    service = bom["metadata"]["component"]
    image_ref = f"pkg:oci/{image}@{quote(version)}"
    merged = {
        "bomFormat": "CycloneDX",
        "specVersion": bom.get("specVersion", "1.6"),
        "serialNumber": f"urn:uuid:{uuid.uuid4()}",
        "version": 1,
        "metadata": {
            "timestamp": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "tools": bom["metadata"].get("tools", {}),
            "component": {"type": "container", "bom-ref": image_ref, "name": image, "version": version,
                          "purl": image_ref},
        },
        "components": [service] + bom.get("components", []) + [java_runtime(release_file)]
                      + debian_components(dpkg_lines),
        "dependencies": [{"ref": image_ref, "dependsOn": [service["bom-ref"]]}] + bom.get("dependencies", []),
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(merged, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main(*sys.argv[1:7])
