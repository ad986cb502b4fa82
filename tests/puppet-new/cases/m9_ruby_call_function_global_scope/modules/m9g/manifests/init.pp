class m9g {
  $where = 'class m9g'
  Notify { withpath => true }
  $got = m9g::mk({ 'from-m9g' => { 'message' => 'made' }, 'second' => {} })
  notify { 'seen': message => "getvar gave ${got}" }
}
