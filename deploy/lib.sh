# Sourced by the scripts in deploy/ from the repository's root: Podman's settings for this project, what to
# install from Debian when it is missing, and the Debian root filesystems the images are made of.

. scripts/debian.sh

# runc and no default ulimits: deploy/containers.conf says why. Only Podman started by these scripts reads it.
export CONTAINERS_CONF="$PWD/deploy/containers.conf"

# Where the build keeps what it makes (Maven's target/, so that "mvnw clean" clears it too).
AVS_DEPLOY_WORK="$PWD/target/deploy"
# The images' Debian release: the one these scripts are written for and tested on.
AVS_DEBIAN_SUITE=bookworm
AVS_DEBIAN_MIRRORS=("deb http://deb.debian.org/debian $AVS_DEBIAN_SUITE main"
  "deb http://deb.debian.org/debian $AVS_DEBIAN_SUITE-updates main"
  "deb http://deb.debian.org/debian-security $AVS_DEBIAN_SUITE-security main")

# Podman with runc and container networking with name resolution (netavark runs iptables, which no package of
# Debian 12's Podman requires once netavark is chosen), and mmdebstrap for the images' root filesystems (extra
# <file>:<package> pairs are installed as well).
avs_deploy_tools() {
  avs_install_missing /usr/bin/podman:podman /usr/sbin/runc:runc /usr/lib/podman/netavark:netavark \
    /usr/lib/podman/aardvark-dns:aardvark-dns /usr/sbin/iptables:iptables /usr/bin/mmdebstrap:mmdebstrap "$@"
}

# avs_rootfs <name> <package,...>: a Debian root filesystem with the essential packages and these, as the image
# localhost/avs-rootfs-<name>:<hash of the package list and suite>, made by mmdebstrap from Debian's packages (no
# image registry) when that image is not there yet. Documentation other than the packages' copyright files is
# left out. Downloaded packages are kept in target/deploy/debs for the next root filesystem.
avs_rootfs() {
  local name=$1 packages=$2 tag
  tag=$(printf '%s %s' "$AVS_DEBIAN_SUITE" "$packages" | sha256sum | cut -c1-12)
  AVS_ROOTFS_IMAGE="localhost/avs-rootfs-$name:$tag"
  if podman image exists "$AVS_ROOTFS_IMAGE"; then
    return
  fi
  mkdir -p "$AVS_DEPLOY_WORK/debs"
  local tar="$AVS_DEPLOY_WORK/rootfs-$name.tar"
  echo "Making the $name root filesystem from Debian $AVS_DEBIAN_SUITE's packages (mmdebstrap)" >&2
  # merged-usr: the layout bookworm expects, without the usrmerge package (which would bring in Perl)
  mmdebstrap --variant=essential --include="$packages" \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr --skip=essential/unlink \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --setup-hook='mkdir -p "$1"/var/cache/apt/archives/' \
    --setup-hook="sync-in $AVS_DEPLOY_WORK/debs /var/cache/apt/archives/" \
    --customize-hook="sync-out /var/cache/apt/archives $AVS_DEPLOY_WORK/debs" \
    --customize-hook='rm -rf "$1"/var/log/* "$1"/var/cache/debconf/*-old' \
    "$AVS_DEBIAN_SUITE" "$tar" "${AVS_DEBIAN_MIRRORS[@]}" > "$AVS_DEPLOY_WORK/rootfs-$name.log" 2>&1 \
    || { cat "$AVS_DEPLOY_WORK/rootfs-$name.log" >&2; return 1; }
  podman import --quiet "$tar" "$AVS_ROOTFS_IMAGE" >/dev/null
  rm -f "$tar"
}
