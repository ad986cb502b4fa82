class pkgs (Optional[Array[String]] $list = undef) {}
class { 'pkgs': list => { 'vim' => 'latest' } }
