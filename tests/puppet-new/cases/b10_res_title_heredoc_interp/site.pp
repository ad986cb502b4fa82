$who = 'world'
notify { @("T"/L): message => 'x' }
  hello ${who} \
  again
  | T
