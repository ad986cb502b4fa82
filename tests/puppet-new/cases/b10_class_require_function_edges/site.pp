class dep { notify { 'dep': } }
class user { require dep notify { 'user': } }
include user
