class { 'filebeat':
  outputs => { 'logstash' => { 'hosts' => ['logstash.example.com:5044'] } },
}
filebeat::input { 'syslogs':
  paths    => ['/var/log/syslog', '/var/log/auth.log'],
  doc_type => 'syslog-beat',
}
