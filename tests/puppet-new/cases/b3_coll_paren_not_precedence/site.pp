@notify { 'a': message => 'm', withpath => false }
@notify { 'b': message => 'n', withpath => true }
@notify { 'c': message => 'm', withpath => true }
Notify <| (message == 'm' or message == 'n') and withpath == true |>
