define sched::job (Sched::Minute $minute = '*', String $command = '/bin/true') {
  file { "/etc/cron.d/${title}": content => "${minute} * * * * root ${command}\n" }
}
