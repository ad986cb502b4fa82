#!/usr/bin/env python3
"""Writes the apache workload: `class { 'apache': }` and N `apache::vhost` resources with the
parameters real sites use (plain and SSL vhosts, aliases, directories, rewrites, proxies, headers,
logs, redirects), for Debian's puppetlabs-apache module.

usage: gen.py N > site.pp    (default N: 50)
"""
import sys


def vhost(i):
    name = "site%02d.example.com" % i
    kind = i % 5
    ssl = kind in (1, 3)
    a = [("port", "%d" % (443 if ssl else 80)),
         ("docroot", "'/var/www/%s'" % name),
         ("serveradmin", "'webmaster@example.com'"),
         ("serveraliases", "['www.%s', 'site%02d.example.org']" % (name, i)),
         ("priority", "'%d'" % (10 + i % 40))]
    if ssl:
        a += [("ssl", "true"),
              ("ssl_cert", "'/etc/ssl/certs/%s.pem'" % name),
              ("ssl_key", "'/etc/ssl/private/%s.key'" % name)]
    if kind == 0:
        a += [("directories", "[\n    { path => '/var/www/%s', options => ['Indexes', 'FollowSymLinks'], "
               "allow_override => ['All'] },\n    { path => '\\.git', provider => 'filesmatch', "
               "require => 'all denied' },\n  ]" % name),
              ("access_log_format", "'combined'")]
    elif kind == 1:
        a += [("headers", "['set Strict-Transport-Security \"max-age=31536000\"']"),
              ("request_headers", "['unset Proxy early']"),
              ("directories", "[{ path => '/var/www/%s', require => 'all granted' }]" % name)]
    elif kind == 2:
        a += [("rewrites", "[\n    { comment => 'redirect to https', rewrite_cond => ['%{HTTPS} off'], "
               "rewrite_rule => ['(.*) https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]'] },\n  ]"),
              ("setenv", "['APP_ENV production', 'APP_SITE %02d']" % i)]
    elif kind == 3:
        a += [("proxy_preserve_host", "true"),
              ("proxy_pass", "[\n    { path => '/api', url => 'http://127.0.0.1:%d/api' },\n"
               "    { path => '/', url => 'http://127.0.0.1:%d/' },\n  ]" % (8000 + i, 9000 + i))]
    else:
        a += [("redirect_source", "['/old', '/legacy']"),
              ("redirect_dest", "['https://%s/new', 'https://%s/']" % (name, name)),
              ("redirect_status", "['permanent', 'temp']"),
              ("error_log_file", "'%s_error.log'" % name),
              ("access_log_file", "'%s_access.log'" % name)]
    w = max(len(k) for k, _ in a)
    body = ",\n".join("  %s => %s" % (k.ljust(w), v) for k, v in a)
    return "apache::vhost { '%s':\n%s,\n}\n" % (name, body)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    out = ["# apache module with %d vhosts (benches/puppet/apache/gen.py)" % n,
           "class { 'apache':",
           "  default_vhost => false,",
           "  mpm_module    => 'prefork',",
           "  server_tokens => 'Prod',",
           "}",
           "include apache::mod::rewrite",
           "include apache::mod::headers",
           "include apache::mod::proxy",
           "include apache::mod::proxy_http",
           "include apache::mod::ssl",
           ""]
    for i in range(1, n + 1):
        out.append(vhost(i))
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
