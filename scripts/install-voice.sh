#!/usr/bin/env bash
# Voice input (docs/decisions/0005-offline-voice.md): the offline speech engine and the tools its tests and benchmark use,
# all from Debian. Idempotent: apt is not touched when everything is already installed.
#   libpocketsphinx3, pocketsphinx-en-us  CMU PocketSphinx and its US-English model (BSD)
#   ffmpeg                                decodes WebM/Ogg/MP4 uploads from other clients
#   flite                                 speech synthesis for the tests, journey and benchmark
set -euo pipefail

PACKAGES=(libpocketsphinx3 pocketsphinx-en-us ffmpeg flite)

missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "Voice packages already installed."
  exit 0
fi

echo "Installing voice packages: ${missing[*]}"
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
