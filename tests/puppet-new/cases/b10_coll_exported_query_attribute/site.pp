@@notify { 'e': message => 'm' }
@notify { 'v': message => 'm' }
Notify <<| message == 'm' |>>
