notify { 'x': }
@Notify['x'] { message => 'v' }
