class dep { notify { 'dep-n': } }
class user { require dep notify { 'user-n': } }
include user
