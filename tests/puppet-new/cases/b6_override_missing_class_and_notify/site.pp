class base { }
class sub inherits base { File['/x'] { mode => '0644' } Notify['n'] { message => 'm' } }
include sub
