@notify { 'a': withpath => true }
@notify { 'b': withpath => false }
Notify <| withpath == true |>
