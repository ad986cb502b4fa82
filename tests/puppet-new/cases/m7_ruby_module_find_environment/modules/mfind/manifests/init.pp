class mfind {
  notify { 'self': message => mfind::has('mfind') }
  notify { 'missing': message => mfind::has('nosuchmodule') }
  notify { 'bad name': message => mfind::has('Mfind') }
}
