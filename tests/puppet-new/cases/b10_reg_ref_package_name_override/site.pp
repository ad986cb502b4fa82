class base { package { 'web-pkg': name => 'nginx' } }
class sub inherits base { Package['nginx'] { ensure => latest } }
include sub
