# motd from a template string, issue and issue.net contents
class { 'motd':
  content           => "Welcome to ${facts['networking']['fqdn']}\nManaged by Puppet\n",
  issue_content     => "Authorized use only.\n",
  issue_net_content => "Authorized use only (network).\n",
  dynamic_motd      => false,
}
