$person = Pcore.annotate(Mod::Person({'name' => 'William'}), {
  Mod::NickNameAdapter >= { 'nick_name' => 'Bill' },
  Mod::HobbiesAdapter => { 'hobbies' => ['Ham Radio', 'Philatelist'] }
})
