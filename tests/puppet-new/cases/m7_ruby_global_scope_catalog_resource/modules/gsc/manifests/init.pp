class gsc (
  String $pkgs = gsc::peek('gsc::options::ensure_pkgs'),
  String $early = gsc::peek('gsc::late::flag'),
) {
  $role = 'inner'
  notify { 'pkgs': message => $pkgs }
  notify { 'early': message => $early }
  notify { 'role': message => gsc::peek('role') }
  notify { 'self': message => gsc::peek('gsc::pkgs') }
  notify { 'port': message => gsc::peek('gsc::options::port') }
  notify { 'servers': message => gsc::peek('GSC::Options::servers') }
  notify { 'verbose': message => gsc::peek('gsc::options::verbose') }
  notify { 'unknown top': message => gsc::peek('nosuchvar') }
  notify { 'pair': message => gsc::pair('Class', 'gsc::options') }
  notify { 'pair file': message => gsc::pair('File', '/tmp/gsc') }
  notify { 'pair none': message => gsc::pair('File', '/tmp/nothing') }
}
