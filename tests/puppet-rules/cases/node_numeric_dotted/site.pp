node 10.0.0.1, other.example {
  notify { 'matched': }
}
node 10.0.0.2 {
  notify { 'wrong': }
}
