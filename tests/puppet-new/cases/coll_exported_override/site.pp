@@notify { 'e': }
@notify { 'v': }
Notify <<| |>> { message => 'over' }
