@notify { 'a': message => 'one' }
@notify { 'b': message => 'two' }
@notify { 'c': message => 'three' }
@notify { 'd': message => 'four' }
Notify <| message == 'one' or message == 'two' or title == 'd' |>
