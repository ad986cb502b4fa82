anchor { 'a::begin': }
file_line { 'sudo_rule':
  path    => '/etc/sudoers',
  line    => '%sudo ALL=(ALL) ALL',
  match   => '^%sudo',
  after   => '^# User',
  multiple => false,
  append_on_no_match => true,
  replace => true,
  replace_all_matches_not_matching_line => false,
  encoding => 'UTF-8',
  provider => ruby,
  require => Anchor['a::begin'],
}
