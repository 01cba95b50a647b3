import ZReaderDomain
import ZReaderScreen

extension SQLiteStoryStore {
    public func comments(_ id: StoryID, kind: CommentKind) throws(StoreFailure) -> StoredComments? {
        try connection.run { database throws(SQLiteError) in
            try database.transaction(.deferred) { () throws(SQLiteError) -> StoredComments? in
                let list = try database.firstRow(
                    "SELECT complete, fetched_at FROM comment_lists WHERE story_id = ? AND kind = ?",
                    [.integer(id.rawValue), .text(kind.rawValue)]
                ) { row throws(SQLiteError) in (row.integer(at: 0) == 1, try row.requiredInteger(at: 1)) }
                guard let list else { return nil }
                let comments = try database.rows(
                    """
                    SELECT id, author, content, likes, time, reply_author, reply_content, reply_status, reply_error
                    FROM comments WHERE story_id = ? AND kind = ? ORDER BY position
                    """, [.integer(id.rawValue), .text(kind.rawValue)], Self.comment)
                return StoredComments(comments: comments, isComplete: list.0, fetchedAt: list.1)
            }
        }
    }

    public func saveComments(_ comments: [Comment], isComplete: Bool, of id: StoryID, kind: CommentKind)
        throws(StoreFailure)
    {
        let time = now()
        try write { database throws(SQLiteError) in
            let key: [SQLiteValue] = [.integer(id.rawValue), .text(kind.rawValue)]
            // The comments go with their list (ON DELETE CASCADE).
            try database.run("DELETE FROM comment_lists WHERE story_id = ? AND kind = ?", key)
            try database.run(
                "INSERT INTO comment_lists (story_id, kind, complete, fetched_at) VALUES (?, ?, ?, ?)",
                key + [.integer(isComplete ? 1 : 0), .integer(time)])
            let insert = try database.prepare(
                """
                INSERT INTO comments (story_id, kind, position, id, author, content, likes, time,
                    reply_author, reply_content, reply_status, reply_error)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for (position, comment) in comments.enumerated() {
                try insert.run(
                    key + [
                        .integer(position), .integer(comment.id), .text(comment.author.string),
                        .text(comment.content.string), .integer(comment.likes), .integer(comment.time),
                        SQLiteValue(comment.replyTo?.author), SQLiteValue(comment.replyTo?.content),
                        SQLiteValue(comment.replyTo?.status), SQLiteValue(comment.replyTo?.errorMessage),
                    ])
            }
        }
    }

    private static func comment(_ row: SQLiteStatement) throws(SQLiteError) -> Comment {
        let reply = row.text(at: 6).map { _ in
            CommentReply(
                author: row.displayText(at: 5), content: row.displayText(at: 6, keepsNewlines: true) ?? "",
                status: row.integer(at: 7) ?? 0, errorMessage: row.displayText(at: 8))
        }
        return Comment(
            id: try row.requiredInteger(at: 0), author: try row.requiredDisplayText(at: 1),
            content: row.displayText(at: 2, keepsNewlines: true) ?? "", likes: row.integer(at: 3) ?? 0,
            time: row.integer(at: 4) ?? 0, replyTo: reply)
    }
}
