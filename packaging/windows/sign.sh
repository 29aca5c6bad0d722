#!/usr/bin/env bash
# Signs one Windows file in place (Authenticode, SHA-256, RFC 3161 timestamp) with osslsigncode
# (Debian: apt-get install osslsigncode). The release workflow sets WINDOWS_SIGN_COMMAND to this
# script, and packaging/windows/build.sh then signs gendesk.exe, the uninstaller and the
# installer with it.
# Usage: packaging/windows/sign.sh FILE
# Environment: WINDOWS_CERTIFICATE_FILE      the code-signing certificate and key, a .pfx
#              WINDOWS_CERTIFICATE_PASSWORD_FILE  a file holding its password (not the password:
#                                             a command line is visible to other processes)
#              WINDOWS_TIMESTAMP_URL         optional; DigiCert's server by default
set -euo pipefail

file="${1:?usage: sign.sh FILE}"
: "${WINDOWS_CERTIFICATE_FILE:?WINDOWS_CERTIFICATE_FILE must name the .pfx}"
: "${WINDOWS_CERTIFICATE_PASSWORD_FILE:?WINDOWS_CERTIFICATE_PASSWORD_FILE must name the password file}"
signed="$(mktemp "${file}.XXXXXX")"
trap 'rm -f "$signed"' EXIT
osslsigncode sign -pkcs12 "$WINDOWS_CERTIFICATE_FILE" -readpass "$WINDOWS_CERTIFICATE_PASSWORD_FILE" \
  -h sha256 -n GenDesk \
  -ts "${WINDOWS_TIMESTAMP_URL:-http://timestamp.digicert.com}" \
  -in "$file" -out "$signed"
mv -f "$signed" "$file"
trap - EXIT
echo "signed: $file"
