#!/usr/bin/env python3
"""Write the corpus's fact sets (facts/<set>.yaml): Debian 12, Ubuntu 22.04, RHEL 9, and two more
that the forge corpus's user cases also run on: Ubuntu 20.04 and Rocky Linux 8.

The shape follows what `facter --show-legacy -y` (facter 4.3, as Puppet 7 uses) prints on a
virtual machine: the structured facts (os, networking, kernel*, processors, memory, identity,
disks, mountpoints, ...) and the legacy top-level facts (osfamily, operatingsystem,
operatingsystemmajrelease, ipaddress, ...), plus common module facts (stdlib's root_home,
service_provider, openstacklib's os_service_default, ...) and the facts the agent adds (clientcert, clientversion, clientnoop). The values are made up but consistent (one host per set, a documentation
address block). Run it to regenerate; the YAML files are committed.
"""
import os
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

SETS = {
    "debian12": dict(
        host="deb12", ip="192.0.2.12", mac="52:54:00:12:34:12", family="Debian", name="Debian",
        full="12.5", major="12", minor="5", codename="bookworm",
        description="Debian GNU/Linux 12 (bookworm)", distro_id="Debian",
        kernelrelease="6.1.0-18-amd64", kernelversion="6.1.0", arch="amd64",
        ruby=("3.1.2", "/usr/local/lib/site_ruby/3.1.0"), selinux=False, iface="ens3",
        systemd="252", ssh="9.2p1", iptables="1.8.9",
    ),
    "ubuntu2204": dict(
        host="jammy01", ip="192.0.2.22", mac="52:54:00:12:34:22", family="Debian", name="Ubuntu",
        full="22.04", major="22.04", minor=None, codename="jammy",
        description="Ubuntu 22.04.4 LTS", distro_id="Ubuntu",
        kernelrelease="5.15.0-97-generic", kernelversion="5.15.0", arch="amd64",
        ruby=("3.0.2", "/usr/local/lib/site_ruby/3.0.0"), selinux=False, iface="ens3",
        systemd="249", ssh="8.9p1", iptables="1.8.7",
    ),
    "rhel9": dict(
        host="rhel9", ip="192.0.2.9", mac="52:54:00:12:34:09", family="RedHat", name="RedHat",
        full="9.3", major="9", minor="3", codename="Plow",
        description="Red Hat Enterprise Linux release 9.3 (Plow)", distro_id="RedHatEnterprise",
        kernelrelease="5.14.0-362.8.1.el9_3.x86_64", kernelversion="5.14.0", arch="x86_64",
        ruby=("2.7.8", "/opt/puppetlabs/puppet/lib/ruby/site_ruby/2.7.0"), selinux=True, iface="eth0",
        systemd="252", ssh="8.7p1", iptables="1.8.8",
    ),
    "ubuntu2004": dict(
        host="focal01", ip="192.0.2.20", mac="52:54:00:12:34:20", family="Debian", name="Ubuntu",
        full="20.04", major="20.04", minor=None, codename="focal",
        description="Ubuntu 20.04.6 LTS", distro_id="Ubuntu",
        kernelrelease="5.4.0-174-generic", kernelversion="5.4.0", arch="amd64",
        ruby=("2.7.0", "/usr/local/lib/site_ruby/2.7.0"), selinux=False, iface="ens3",
        systemd="245", ssh="8.2p1", iptables="1.8.4",
    ),
    "rocky8": dict(
        host="rocky8", ip="192.0.2.8", mac="52:54:00:12:34:08", family="RedHat", name="Rocky",
        full="8.9", major="8", minor="9", codename="Green Obsidian",
        description="Rocky Linux release 8.9 (Green Obsidian)", distro_id="Rocky",
        kernelrelease="4.18.0-513.11.1.el8_9.x86_64", kernelversion="4.18.0", arch="x86_64",
        ruby=("2.7.8", "/opt/puppetlabs/puppet/lib/ruby/site_ruby/2.7.0"), selinux=True, iface="eth0",
        systemd="239", ssh="8.0p1", iptables="1.8.5",
    ),
}


def facts(s):
    fqdn = s["host"] + ".example.com"
    rel = {"full": s["full"], "major": s["major"]}
    if s["minor"] is not None:
        rel["minor"] = s["minor"]
    mem_total, mem_free = 8589934592, 6442450944
    iface = s["iface"]
    binding = {"address": s["ip"], "netmask": "255.255.255.0", "network": "192.0.2.0"}
    ip6 = "fe80::5054:ff:fe12:34%s" % s["ip"].split(".")[-1]
    ifaces = {
        iface: {
            "bindings": [binding],
            "bindings6": [{"address": ip6, "netmask": "ffff:ffff:ffff:ffff::", "network": "fe80::", "scope6": "link"}],
            "ip": s["ip"], "ip6": ip6, "mac": s["mac"], "mtu": 1500, "netmask": "255.255.255.0",
            "netmask6": "ffff:ffff:ffff:ffff::", "network": "192.0.2.0", "network6": "fe80::", "scope6": "link",
        },
        "lo": {
            "bindings": [{"address": "127.0.0.1", "netmask": "255.0.0.0", "network": "127.0.0.0"}],
            "bindings6": [{"address": "::1", "netmask": "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "network": "::1", "scope6": "host"}],
            "ip": "127.0.0.1", "ip6": "::1", "mtu": 65536, "netmask": "255.0.0.0",
            "netmask6": "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "network": "127.0.0.0", "network6": "::1", "scope6": "host",
        },
    }
    os_fact = {
        "architecture": s["arch"],
        "distro": {"codename": s["codename"], "description": s["description"], "id": s["distro_id"], "release": dict(rel)},
        "family": s["family"], "hardware": "x86_64", "name": s["name"], "release": dict(rel),
        "selinux": ({"enabled": True, "enforced": True, "config_mode": "enforcing", "current_mode": "enforcing",
                     "config_policy": "targeted", "policy_version": "33"} if s["selinux"] else {"enabled": False}),
    }
    kmaj = ".".join(s["kernelversion"].split(".")[:2])
    f = {
        "architecture": s["arch"],
        "augeas": {"version": "1.13.0"},
        "augeasversion": "1.13.0",
        "disks": {"vda": {"size": "40.00 GiB", "size_bytes": 42949672960, "type": "hdd", "vendor": "0x1af4"}},
        "blockdevices": "vda",
        "dmi": {"bios": {"release_date": "04/01/2014", "vendor": "SeaBIOS", "version": "1.16.2"},
                "chassis": {"type": "Other"}, "manufacturer": "QEMU",
                "product": {"name": "Standard PC (Q35 + ICH9, 2009)", "uuid": "5f0c1a2e-3b4d-4e5f-8a9b-0c1d2e3f4a%s" % s["ip"].split(".")[-1].zfill(2)}},
        "clientcert": fqdn,
        "clientnoop": False,
        "clientversion": "7.23.0",
        "domain": "example.com",
        "facterversion": "4.3.0",
        "filesystems": "ext4,xfs,vfat",
        "fips_enabled": False,
        "fqdn": fqdn,
        "gid": "root",
        "hardwareisa": "x86_64",
        "hardwaremodel": "x86_64",
        "hostname": s["host"],
        "id": "root",
        "identity": {"gid": 0, "group": "root", "privileged": True, "uid": 0, "user": "root"},
        "interfaces": "%s,lo" % iface,
        "ipaddress": s["ip"],
        "ipaddress6": ip6,
        "ipaddress_%s" % iface: s["ip"],
        "ipaddress_lo": "127.0.0.1",
        "is_virtual": True,
        "kernel": "Linux",
        "kernelmajversion": kmaj,
        "kernelrelease": s["kernelrelease"],
        "kernelversion": s["kernelversion"],
        "load_averages": {"15m": 0.05, "1m": 0.1, "5m": 0.08},
        "macaddress": s["mac"],
        "macaddress_%s" % iface: s["mac"],
        "memory": {"system": {"available": "6.00 GiB", "available_bytes": mem_free, "capacity": "25.00%",
                              "total": "8.00 GiB", "total_bytes": mem_total, "used": "2.00 GiB", "used_bytes": mem_total - mem_free},
                   "swap": {"available": "2.00 GiB", "available_bytes": 2147483648, "capacity": "0.00%",
                            "total": "2.00 GiB", "total_bytes": 2147483648, "used": "0 bytes", "used_bytes": 0}},
        "memoryfree": "6.00 GiB", "memoryfree_mb": 6144.0, "memorysize": "8.00 GiB", "memorysize_mb": 8192.0,
        "mountpoints": {"/": {"available": "30.00 GiB", "available_bytes": 32212254720, "capacity": "25.00%",
                              "device": "/dev/vda1", "filesystem": "xfs" if s["family"] == "RedHat" else "ext4",
                              "options": ["rw", "relatime"], "size": "40.00 GiB", "size_bytes": 42949672960,
                              "used": "10.00 GiB", "used_bytes": 10737418240}},
        "mtu_%s" % iface: 1500,
        "mtu_lo": 65536,
        "netmask": "255.255.255.0",
        "netmask_%s" % iface: "255.255.255.0",
        "netmask_lo": "255.0.0.0",
        "network": "192.0.2.0",
        "network_%s" % iface: "192.0.2.0",
        "network_lo": "127.0.0.0",
        "networking": {"domain": "example.com", "fqdn": fqdn, "hostname": s["host"], "interfaces": ifaces,
                       "ip": s["ip"], "ip6": ip6, "mac": s["mac"], "mtu": 1500, "netmask": "255.255.255.0",
                       "netmask6": "ffff:ffff:ffff:ffff::", "network": "192.0.2.0", "network6": "fe80::",
                       "primary": iface, "scope6": "link"},
        "operatingsystem": s["name"],
        "operatingsystemmajrelease": s["major"],
        "operatingsystemrelease": s["full"],
        "os": os_fact,
        "osfamily": s["family"],
        "path": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
        "physicalprocessorcount": 1,
        "processor0": "Intel(R) Xeon(R) Processor",
        "processor1": "Intel(R) Xeon(R) Processor",
        "processorcount": 2,
        "processors": {"cores": 2, "count": 2, "isa": "x86_64", "models": ["Intel(R) Xeon(R) Processor"] * 2,
                       "physicalcount": 1, "speed": "2.10 GHz", "threads": 1},
        "puppetversion": "7.23.0",
        "root_home": "/root",
        "ruby": {"platform": "x86_64-linux-gnu" if s["family"] == "Debian" else "x86_64-linux",
                 "sitedir": s["ruby"][1], "version": s["ruby"][0]},
        "rubyversion": s["ruby"][0],
        "selinux": s["selinux"],
        "service_provider": "systemd",
        "swapfree": "2.00 GiB", "swapfree_mb": 2048.0, "swapsize": "2.00 GiB", "swapsize_mb": 2048.0,
        "system_uptime": {"days": 3, "hours": 74, "seconds": 268800, "uptime": "3 days"},
        "timezone": "UTC",
        "uptime": "3 days", "uptime_days": 3, "uptime_hours": 74, "uptime_seconds": 268800,
        "virtual": "kvm",
    }
    # Custom facts of modules on the modulepath, which an agent reports once pluginsync has
    # fetched them (openstacklib, stdlib, systemd, ssh, firewall, apt).
    f.update({
        "os_service_default": "<SERVICE DEFAULT>",
        "os_workers": 2, "os_workers_small": 2, "os_workers_large": 2,
        "package_provider": "apt" if s["family"] == "Debian" else "dnf",
        "is_pe": False,
        "puppet_vardir": "/var/cache/puppet" if s["family"] == "Debian" else "/opt/puppetlabs/puppet/cache",
        "puppet_environmentpath": "/etc/puppet/code/environments" if s["family"] == "Debian" else "/etc/puppetlabs/code/environments",
        "puppet_server": "puppet.example.com",
        "systemd": True,
        "systemd_version": s["systemd"],
        "ssh_server_version_full": s["ssh"], "ssh_server_version_major": s["ssh"].split(".")[0],
        "ssh_server_version_release": s["ssh"].split("p")[0],
        "ssh_client_version_full": s["ssh"], "ssh_client_version_major": s["ssh"].split(".")[0],
        "ssh_client_version_release": s["ssh"].split("p")[0],
        "iptables_version": s["iptables"], "ip6tables_version": s["iptables"],
    })
    if s["family"] == "Debian":
        f.update({"apt_update_last_success": 1709251200, "apt_reboot_required": False,
                  "apt_has_updates": False, "apt_has_dist_updates": False,
                  "apt_package_updates": [], "apt_package_dist_updates": [],
                  "apt_package_security_updates": [], "apt_package_security_dist_updates": [],
                  "apt_security_updates": 0, "apt_security_dist_updates": 0, "apt_updates": 0,
                  "apt_dist_updates": 0, "apt_sources": ["debian.sources" if s["name"] == "Debian" else "ubuntu.sources"]})
    if s["family"] == "Debian":
        f.update({"lsbdistcodename": s["codename"], "lsbdistdescription": s["description"],
                  "lsbdistid": s["distro_id"], "lsbdistrelease": s["full"], "lsbmajdistrelease": s["major"]})
        if s["minor"] is not None:
            f["lsbminordistrelease"] = s["minor"]
    if s["selinux"]:
        f.update({"selinux_config_mode": "enforcing", "selinux_config_policy": "targeted",
                  "selinux_current_mode": "enforcing", "selinux_enforced": True, "selinux_policyversion": "33"})
    return dict(sorted(f.items()))


def _str(dumper, value):
    # Ruby's Psych reads a plain scalar starting with ':' as a Symbol; quote those as facter does.
    style = '"' if value.startswith(":") else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


def main():
    yaml.SafeDumper.add_representer(str, _str)
    for name, s in SETS.items():
        with open(os.path.join(HERE, "..", "facts", name + ".yaml"), "w") as out:
            out.write("# %s: generated by tools/make_facts.py (facter 4.3 shape, made-up values)\n" % s["description"])
            yaml.safe_dump(facts(s), out, default_flow_style=False, sort_keys=False)


if __name__ == "__main__":
    main()
