class jails (Optional[Hash] $jails = undef) {}
class { 'jails': jails => ['sshd', 'nginx'] }
