class c {
  frobnicate { 'x': }
}
include c
