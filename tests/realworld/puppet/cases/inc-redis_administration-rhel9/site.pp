include redis::administration
