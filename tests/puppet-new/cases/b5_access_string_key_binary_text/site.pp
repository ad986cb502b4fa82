# AccessOperator#access_String reads a string key with Utils.to_n, which knows no binary
# literal: '0b1' stays a String and is no character index
notify { 'blank': message => 'abcdef'[' 1'] }
notify { 'binary': message => 'abcdef'['0b1'] }
