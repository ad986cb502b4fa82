class profile::base($motd = 'hi') { notify { "motd ${motd}": } }
class profile::web { include profile::base notify { 'web': } }
class role::web { include profile::web }
node default { include role::web }
