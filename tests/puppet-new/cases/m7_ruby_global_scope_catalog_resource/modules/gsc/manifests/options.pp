class gsc::options (
  String $ensure_pkgs = 'installed',
  Integer $port = 8140,
  Array[String] $servers = ['a.example.com', 'b.example.com'],
  Boolean $verbose = false,
) {
}
