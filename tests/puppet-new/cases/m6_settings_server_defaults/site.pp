# the settings whose defaults do not depend on the machine, as $settings:: variables: the
# server names default to "puppet", the ports to 8140 (Integers)
$remote = "ssh://${settings::ca_server}/var/repos/modules.git"
notice($remote)
notice($settings::server)
notice($settings::report_server)
notice($settings::serverport + 1)
notice($settings::ca_port =~ Integer)
notice($settings::report_port)
notice($settings::digest_algorithm)
file { '/etc/r10k.yaml':
  content => "remote: ${remote}\nport: ${settings::ca_port}\n",
}
