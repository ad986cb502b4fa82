@@notify { 'e': message => 'e' }
Notify <<| title == 'e' |>>
