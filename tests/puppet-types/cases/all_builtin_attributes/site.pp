file { '/tmp/f': ensure => file, content => 'x', mode => '0644', owner => 'root', group => 'root', backup => false, checksum => 'md5', force => true, ignore => ['.git'], links => follow, max_files => 10, purge => false, recurse => false, recurselimit => 1, replace => true, selinux_ignore_defaults => false, show_diff => true, source_permissions => ignore, sourceselect => first, validate_cmd => '/bin/true %', validate_replacement => '%', seltype => 'etc_t', staging_location => '/tmp' }
package { 'p': ensure => installed, adminfile => '/a', allow_virtual => true, install_options => ['--x'], uninstall_options => [], reinstall_on_refresh => false, responsefile => '/r', source => '/s', mark => hold }
service { 's': ensure => running, enable => true, hasrestart => true, hasstatus => true, restart => '/r', start => '/s', stop => '/t', status => '/u', pattern => 'p', binary => '/b', path => '/p', timeout => 5, flags => '-x' }
exec { 'e': command => '/bin/true', creates => '/x', cwd => '/', environment => ['A=1'], logoutput => on_failure, onlyif => '/bin/true', path => ['/bin'], refreshonly => true, returns => [0, 2], timeout => 30, tries => 2, try_sleep => 1, umask => '022', unless => '/bin/false', user => 'root', group => 'root' }
user { 'u': ensure => present, uid => 1000, gid => 1000, home => '/home/u', shell => '/bin/sh', managehome => true, groups => ['a'], membership => minimum, comment => 'c', password => 'x', password_max_age => 1, purge_ssh_keys => true, system => false, expiry => absent }
group { 'g': ensure => present, gid => 10, members => ['u'], system => true, allowdupe => false, auth_membership => true }
tidy { '/tmp': age => '1w', recurse => 1, matches => ['*.log'], rmdirs => false, size => '1k', type => atime, backup => false }
schedule { 'daily': period => daily, range => '2-4', repeat => 1, periodmatch => number, weekday => ['Mon'] }
resources { 'user': purge => true, unless_system_user => true, unless_uid => [10] }
filebucket { 'main': server => 'puppet', path => false, port => 8140 }
notify { 'n': message => 'hi', withpath => false, loglevel => info, noop => true, tag => ['t'], audit => all }
stage { 'pre': before => Stage['main'] }
