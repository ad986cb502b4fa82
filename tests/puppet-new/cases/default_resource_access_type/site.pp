Resource[Notify] { message => 'via Resource' }
notify { 'x': }
