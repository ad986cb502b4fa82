# timezone with the hardware clock in local time, restarting services when it changes
service { ['cron', 'rsyslog']: ensure => running }
class { 'timezone':
  timezone        => 'Europe/Berlin',
  hwutc           => false,
  autoupgrade     => true,
  notify_services => ['cron', 'rsyslog'],
}
