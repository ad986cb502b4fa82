include monit
monit::check { 'sshd':
  content => "check process sshd with pidfile /var/run/sshd.pid\n  start program \"/etc/init.d/ssh start\"\n",
}
