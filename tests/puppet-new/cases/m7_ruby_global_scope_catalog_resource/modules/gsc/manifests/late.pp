class gsc::late (
  String $flag = 'on',
  Optional[String] $unset = undef,
) {
  notify { 'late': message => gsc::peek('gsc::late::flag') }
  notify { 'late unset': message => gsc::peek('gsc::late::unset') }
}
