#!/bin/sh
# HTTPS with HTTP/2 in front of a running server, as a production deployment serves it (a reverse
# proxy terminating TLS; the app speaks HTTP/1.1 behind it): Debian's nginx with a throwaway
# self-signed certificate, for measuring pages as a browser receives them in production
# (bench/lighthouse.mjs https://localhost:8443, which then tells Chromium to accept the certificate).
#
#   sh bench/https-proxy.sh start [UPSTREAM_PORT, default 3000] [LISTEN_PORT, default 8443]
#   sh bench/https-proxy.sh stop
#
# Needs nginx (apt-get install nginx) and openssl. Everything it writes is under /tmp/tradewise-h2.
set -eu
dir=/tmp/tradewise-h2
case "${1:-start}" in
  stop)
    [ -f "$dir/nginx.pid" ] && kill "$(cat "$dir/nginx.pid")" && echo "stopped"
    exit 0
    ;;
esac
upstream=${2:-3000}
port=${3:-8443}
mkdir -p "$dir"
[ -f "$dir/cert.pem" ] || openssl req -x509 -newkey rsa:2048 -nodes -keyout "$dir/key.pem" \
  -out "$dir/cert.pem" -days 30 -subj "/CN=localhost" 2>/dev/null
cat >"$dir/nginx.conf" <<CONF
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/error.log;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path $dir/body; proxy_temp_path $dir/proxy;
  fastcgi_temp_path $dir/fastcgi; uwsgi_temp_path $dir/uwsgi; scgi_temp_path $dir/scgi;
  server {
    listen 127.0.0.1:$port ssl http2;
    ssl_certificate $dir/cert.pem;
    ssl_certificate_key $dir/key.pem;
    location / {
      proxy_pass http://127.0.0.1:$upstream;
      proxy_http_version 1.1;
      proxy_set_header Host \$host;
      proxy_set_header Connection "";
    }
  }
}
CONF
nginx -c "$dir/nginx.conf"
echo "https://localhost:$port/ -> http://127.0.0.1:$upstream/ (HTTP/2, self-signed)"
