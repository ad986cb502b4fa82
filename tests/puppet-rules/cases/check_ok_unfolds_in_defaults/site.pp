Notify { * => {}, * => {} }
notify { x: }
