@notify { 'a': message => 'm', withpath => true }
@notify { 'b': message => 'm' }
@notify { 'c': }
Notify <| title == 'c' or message == 'm' and withpath == true |>
