#!/usr/bin/env python3
"""Generates the fleet diff benchmark: a control repository with two git versions (tags v1
and v2) whose catalog has about RESOURCES resources per node, NODES certnames and one facts
file per node.

    python3 gen.py DIR [--nodes 1000] [--resources 1000]

DIR/repo is the repository, DIR/nodes the certname list, DIR/facts/<certname>.yaml the facts.
v2 changes what a fleet change typically changes: one class parameter's default (every node),
a Hiera value for one role (a third of the nodes), a template line (every node), an added and
a removed resource, and resources that depend on a per-node fact (their titles differ by node).
"""
import argparse
import os
import subprocess

SITE = """node default {
  include profile::base
  include "role::${facts['role']}"
}
"""

BASE = """class profile::base (
  Integer $count = %(count)d,
  String $motd = '%(motd)s',
  Array[String] $users = %(users)s,
) {
  $count.each |$i| {
    file { "/etc/bench/${i}.conf":
      ensure  => file,
      mode    => '0644',
      owner   => 'root',
      content => "item ${i} on ${facts['networking']['hostname']} in ${facts['dc']}\\n",
      require => File['/etc/bench'],
      tag     => ['bench', "slot${i}"],
    }
  }
  file { '/etc/bench': ensure => directory }
  file { '/etc/motd':
    ensure  => file,
    content => epp('profile/motd.epp', { 'motd' => $motd, 'users' => $users }),
  }
  $users.each |$u| {
    user { $u: ensure => present, shell => '/bin/bash', groups => ['adm'] }
  }
  %(extra)s
}
"""

MOTD_V1 = """<%- | String $motd, Array[String] $users | -%>
<%= $motd %>
managed by puppet
users: <%= $users.join(', ') %>
"""
MOTD_V2 = """<%- | String $motd, Array[String] $users | -%>
<%= $motd %>
managed by puppet (v2)
users: <%= $users.join(', ') %>
"""

ROLE = """class role::%(name)s (
  Integer $workers = 4,
  Hash $settings = {},
) {
  service { '%(name)s':
    ensure => running,
    enable => true,
    *      => $settings,
  }
  package { '%(name)s-pkg': ensure => installed }
  exec { '%(name)s-tune': command => "/bin/echo ${workers}", refreshonly => true }
}
"""

HIERA = """---
version: 5
defaults:
  datadir: data
  data_hash: yaml_data
hierarchy:
  - name: role
    path: "roles/%{facts.role}.yaml"
  - name: common
    path: common.yaml
"""

ROLES = ["web", "db", "cache"]


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def version(repo, v, resources):
    count = max(resources - 12, 1)
    users = "['alice', 'bob', 'carol']" if v == 1 else "['alice', 'carol', 'dave']"
    extra = (
        "package { 'legacy-tool': ensure => installed }"
        if v == 1
        else "package { 'new-tool': ensure => '2.0' }"
    )
    motd = "Welcome" if v == 1 else "Welcome to the fleet"
    write(f"{repo}/manifests/site.pp", SITE)
    write(f"{repo}/environment.conf", "modulepath = site:modules:$basemodulepath\n")
    write(f"{repo}/hiera.yaml", HIERA)
    write(
        f"{repo}/site/profile/manifests/base.pp",
        BASE % {"count": count, "motd": motd, "users": users, "extra": extra},
    )
    write(f"{repo}/site/profile/templates/motd.epp", MOTD_V1 if v == 1 else MOTD_V2)
    for r in ROLES:
        write(f"{repo}/site/role/manifests/{r}.pp", ROLE % {"name": r})
    write(f"{repo}/data/common.yaml", "role::web::workers: 4\n")
    web = "role::web::settings:\n  hasstatus: true\n"
    if v == 2:
        web += "role::web::workers: 8\n"
    write(f"{repo}/data/roles/web.yaml", web)
    write(f"{repo}/data/roles/db.yaml", "role::db::workers: 2\n")
    write(f"{repo}/data/roles/cache.yaml", "role::cache::workers: 1\n")


def git(repo, *args):
    env = dict(os.environ)
    env.update(
        GIT_AUTHOR_NAME="b", GIT_AUTHOR_EMAIL="b@example.com",
        GIT_COMMITTER_NAME="b", GIT_COMMITTER_EMAIL="b@example.com",
        GIT_AUTHOR_DATE="2020-01-01T00:00:00Z", GIT_COMMITTER_DATE="2020-01-01T00:00:00Z",
    )
    subprocess.run(["git", "-C", repo, *args], check=True, env=env, stdout=subprocess.DEVNULL)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--nodes", type=int, default=1000)
    ap.add_argument("--resources", type=int, default=1000)
    a = ap.parse_args()
    repo = os.path.join(a.dir, "repo")
    if not os.path.isdir(os.path.join(repo, ".git")):
        os.makedirs(repo, exist_ok=True)
        git(repo, "init", "-q")
        version(repo, 1, a.resources)
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "v1")
        git(repo, "tag", "v1")
        version(repo, 2, a.resources)
        git(repo, "add", "-A")
        git(repo, "commit", "-qm", "v2")
        git(repo, "tag", "v2")
    facts = os.path.join(a.dir, "facts")
    os.makedirs(facts, exist_ok=True)
    names = []
    for i in range(a.nodes):
        name = f"node{i:05d}.example.com"
        names.append(name)
        write(
            f"{facts}/{name}.yaml",
            f"clientcert: {name}\nfqdn: {name}\nrole: {ROLES[i % 3]}\n"
            f"dc: dc{i % 4}\nnetworking:\n  hostname: node{i:05d}\n  fqdn: {name}\n",
        )
    write(os.path.join(a.dir, "nodes"), "\n".join(names) + "\n")


if __name__ == "__main__":
    main()
