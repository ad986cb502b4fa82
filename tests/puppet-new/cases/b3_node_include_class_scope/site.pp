node 'n1' { $role = 'web' include c }
class c { notice("role=${role}") }
