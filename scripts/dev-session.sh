#!/usr/bin/env bash
# Dev tool: signs up (if needed) and signs in on a running server; prints the localStorage session JSON
# that scripts/screenshots.mjs takes as SESSION_JSON.  Usage: scripts/dev-session.sh http://localhost:3100
set -euo pipefail
base=${1:-http://localhost:3000}
email=${EMAIL:-demo@salao.com.br}
password=${PASSWORD:-demo-senha-123}
curl -s -o /dev/null -X POST "$base/v1/auth" -H 'content-type: application/json' \
  -d "{\"name\":\"Dona Ana\",\"salon_name\":\"Salão da Ana\",\"email\":\"$email\",\"password\":\"$password\",\"password_confirmation\":\"$password\"}"
headers=$(mktemp)
body=$(curl -s -D "$headers" -X POST "$base/v1/auth/sign_in" -H 'content-type: application/json' -d "{\"email\":\"$email\",\"password\":\"$password\"}")
h() { grep -i "^$1:" "$headers" | head -1 | cut -d' ' -f2- | tr -d '\r'; }
printf '{"user":%s,"credentials":{"accessToken":"%s","client":"%s","uid":"%s","expiry":%s}}\n' "$body" "$(h access-token)" "$(h client)" "$(h uid)" "$(h expiry)"
rm -f "$headers"
