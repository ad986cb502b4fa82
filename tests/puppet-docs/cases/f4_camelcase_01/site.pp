'hello_friend'.camelcase()
camelcase('hello_friend')
