Notify { withpath => true }
node default { include c }
class c { notify { 'inc': } }
