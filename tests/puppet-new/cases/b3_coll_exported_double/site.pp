@@notify { 'e1': message => 'x' }
@notify { 'v1': message => 'x' }
Notify <<| message == 'x' |>>
