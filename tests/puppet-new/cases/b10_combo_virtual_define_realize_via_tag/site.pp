define user_acct($uid) { notify { "acct-${title}": message => "${uid}" } }
@user_acct { 'alice': uid => 1001, tag => 'admins' }
@user_acct { 'bob': uid => 1002, tag => 'devs' }
User_acct <| tag == 'admins' |>
